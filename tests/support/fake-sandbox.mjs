// Stands in for the sandbox CLI where a test needs a process that behaves like it: listens on --port (0:
// any), prints the JSON ready line, answers every request with its PID, stops on SIGTERM or when its
// parent's IPC channel closes.
import { createServer } from 'node:http';

const args = process.argv.slice(2);
const port = Number(args[args.indexOf('--port') + 1]);
const server = createServer((_req, res) => res.end(String(process.pid)));
server.on('error', (error) => {
  console.error(`fake sandbox: ${error.message}`);
  process.exit(1);
});
server.listen(port, '127.0.0.1', () => {
  const baseUrl = `http://127.0.0.1:${server.address().port}`;
  console.log(JSON.stringify({ baseUrl, apiKey: 'fake-sandbox-key' }));
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('disconnect', stop);
