import { createServer, type AddressInfo, type Socket } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

type Behaviour = {
  /** Runs before a received message is acknowledged: a slow or stalled server waits here. */
  beforeAccept?: (mail: ParsedMail) => Promise<void>;
  /** Recipients refused permanently, with a 550 answer. */
  refuses?: (address: string) => boolean;
};

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
export async function startSmtp(port = 0, behaviour: Behaviour = {}) {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (behaviour.refuses?.(address.address)) {
        const error = Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          await behaviour.beforeAccept?.(mail);
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  // A client gone mid-session (an instance killed while sending) is its own affair, as it is for
  // a real mail server: the connection's error is not this server's.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;
  const sockets = new Set<Socket>();
  server.server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  return {
    received,
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A peer that accepts connections and never says a word, like a mail server that has hung. */
export async function startSilentPeer() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port on 127.0.0.1 where nothing listens (yet). */
export async function freePort() {
  const smtp = await startSmtp();
  await smtp.close();
  return smtp.port;
}
