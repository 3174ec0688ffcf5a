// The counts bench-insights.ts sends, from a worker thread: `rate` a second for `seconds` seconds,
// as phones reading the site would (a view, now and then a goal), in ticks of 10 ms, written as
// HTTP/1.1 requests on a few kept-open connections so that sending costs as little as it can.
// Posts back how many were taken (answered 204).
import net from "node:net";
import { parentPort, workerData } from "node:worker_threads";

const { port, rate, seconds } = workerData;
const pages = [
  "/",
  "/bn",
  "/pricing",
  "/bn/pricing",
  "/contact",
  "/news",
  "/home-three",
  "/ar/home-five",
];
const phone =
  "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const touch = { l: "/home-three", r: "l.facebook.com", u: "?utm_campaign=eid-sale" };

const request = (n) => {
  const page = pages[n % pages.length];
  const body = JSON.stringify(
    n % 10 === 9
      ? { k: "goal", n: "whatsapp", p: page, e: 0, t: touch }
      : { k: "view", n: "", p: page, e: n % 3 === 0 ? 1 : 0, t: touch },
  );
  return (
    `POST /insights HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: ${phone}\r\n` +
    `Content-Type: text/plain;charset=UTF-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
};

let taken = 0;
let sent = 0;
const sockets = Array.from({ length: 4 }, () => {
  const socket = net.connect(port, "127.0.0.1");
  socket.setEncoding("latin1");
  socket.on("data", (data) => {
    taken += data.split("HTTP/1.1 204").length - 1;
  });
  socket.on("error", () => {});
  return socket;
});
const total = rate * seconds;
const start = Date.now();
const tick = () => {
  const due = Math.min(total, Math.floor(((Date.now() - start) / 10 + 1) * (rate / 100)));
  const batches = sockets.map(() => []);
  for (; sent < due; sent += 1) batches[sent % sockets.length].push(request(sent));
  batches.forEach((batch, i) => {
    if (batch.length) sockets[i].write(batch.join(""));
  });
  if (sent < total) setTimeout(tick, 10);
  else
    setTimeout(() => {
      for (const socket of sockets) socket.destroy();
      parentPort.postMessage(taken);
    }, 3000);
};
tick();
