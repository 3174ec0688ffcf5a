// For `npm run bench`: the reference a kept page's serving is measured against, a bare Node server
// that writes the same gzip bytes the site answered, with their type, encoding and length alone.
// Usage: node scripts/bench-bare-node.mjs PORT ROOT, where ROOT/<route>/index.html.gz is a page.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";

const [, , port, root] = process.argv;
const pages = new Map();
createServer((req, res) => {
  const route = (req.url ?? "/").split("?")[0];
  let body = pages.get(route);
  if (!body) {
    try {
      body = readFileSync(path.join(root, route, "index.html.gz"));
    } catch {
      res.writeHead(404).end();
      return;
    }
    pages.set(route, body);
  }
  res.writeHead(200, {
    "Content-Type": "text/html; charset=utf-8",
    "Content-Encoding": "gzip",
    "Content-Length": body.length,
  });
  res.end(body);
}).listen(Number(port), "127.0.0.1");
