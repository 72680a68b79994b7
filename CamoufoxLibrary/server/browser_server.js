// One browser lifetime of camoufox-server: Playwright's own launchServer (one browser,
// already running; each client connection gets contexts of its own in it), with what a
// fleet needs around it. Run by supervisor.py with the node of Playwright's driver:
//
//   node browser_server.js <driver package dir>
//
// stdin: one JSON line of configuration, then commands, one per line: "drain" (take no
// new connection, close the browser when the last one ends or after drainTimeout) and
// "stop" (close now). End of stdin (our supervisor died, even by SIGKILL) is "stop": no
// browser outlives the server.
// stdout: one JSON event per line: listening, connection, disconnection, refused, closed.
//
// Around Playwright's server (its HTTP server, caught as launchServer makes it):
// - GET /health answers 200 {"status":"ready",...} while connections are taken, 503
//   while draining; any Host header (a balancer's check sends its own).
// - A handshake beyond maxConnections is refused with 503 "camoufox-server full", one
//   while draining with 503 "camoufox-server draining", launch options that a browser
//   shared by every connection cannot give with 409 (Playwright would ignore them).

const path = require('path');
const http = require('http');
const net = require('net');

const driverPackage = process.argv[2];
const playwright = require(path.join(driverPackage, 'index.js'));

// Launch options a connection may send that this browser has, or that say nothing of it.
const HARMLESS = new Set(['timeout', 'executablePath', 'firefoxUserPrefs', 'tracesDir']);

let config = null;
let browserServer = null;
let httpServer = null;
let draining = false;
let closing = false;
let open = 0;
let served = 0;

function emit(event, fields = {}) {
  process.stdout.write(JSON.stringify({ event, ...fields }) + '\n');
}

function health(response) {
  const status = draining ? 'draining' : 'ready';
  response.statusCode = draining ? 503 : 200;
  response.setHeader('Content-Type', 'application/json');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify({
    status,
    engine: config.engine,
    browser_version: config.browserVersion,
    browser_pid: config.browserPid,
    playwright: config.playwrightVersion,
    connections: open,
    max_connections: config.maxConnections,
    served,
  }));
}

// Playwright's HTTP server, with /health answered before its own handler sees the request.
function catchHttpServer(launch) {
  const original = http.createServer;
  http.createServer = function (...args) {
    const handler = args.find((arg) => typeof arg === 'function');
    const wrapped = args.map((arg) => arg !== handler ? arg : (request, response) => {
      const url = new URL(request.url || '/', 'http://localhost');
      if (request.method === 'GET' && url.pathname === '/health')
        return health(response);
      return handler(request, response);
    });
    httpServer = original.apply(this, wrapped);
    return httpServer;
  };
  return launch().finally(() => { http.createServer = original; });
}

function refuse(socket, request, status, body) {
  emit('refused', { status, reason: body });
  socket.end(`HTTP/${request.httpVersion} ${status}\r\n\r\n${body}`);
}

// What a connection asked the server to launch that this browser is not, or cannot be.
function conflicts(request) {
  const header = request.headers['x-playwright-launch-options'];
  if (!header)
    return [];
  let asked;
  try {
    asked = JSON.parse(Array.isArray(header) ? header[0] : header);
  } catch (error) {
    return [];  // Playwright's own server ignores a header it cannot read, as here
  }
  const said = [];
  const channel = asked.channel || null;
  if (channel !== config.channel)
    said.push(`channel ${JSON.stringify(channel)} (this browser is ${config.engine}` +
      `${config.channel ? ', channel ' + config.channel : ''})`);
  if ('headless' in asked && asked.headless !== config.headless)
    said.push(`headless=${asked.headless} (this browser is ` +
      `${config.headless ? 'headless' : 'headed'})`);
  for (const name of Object.keys(asked).sort()) {
    if (!HARMLESS.has(name) && name !== 'channel' && name !== 'headless')
      said.push(`${name} (a launch option; this browser is launched already)`);
  }
  return said;
}

function watchUpgrades() {
  const playwrightUpgrade = httpServer.listeners('upgrade');
  httpServer.removeAllListeners('upgrade');
  httpServer.on('upgrade', (request, socket, head) => {
    if (draining)
      return refuse(socket, request, '503 Service Unavailable',
        'camoufox-server draining: it is recycling its browser; connect to another server');
    if (open >= config.maxConnections)
      return refuse(socket, request, '503 Service Unavailable',
        `camoufox-server full: ${open} of ${config.maxConnections} connections in use`);
    const conflicting = conflicts(request);
    if (conflicting.length)
      return refuse(socket, request, '409 Conflict',
        `camoufox-server runs one ${config.engine} browser for every connection; it cannot ` +
        `give ${conflicting.join(', ')}`);
    open += 1;
    served += 1;
    emit('connection', { open, served });
    socket.once('close', () => {
      open -= 1;
      emit('disconnection', { open, served });
      if (draining && open === 0)
        close('drained');
    });
    for (const listener of playwrightUpgrade)
      listener.call(httpServer, request, socket, head);
  });
}

async function close(reason) {
  if (closing)
    return;
  closing = true;
  emit('closed', { reason, served });  // before the browser's close ends this process
  if (httpServer)
    httpServer.close();
  try {
    if (browserServer)
      await browserServer.close();
  } catch (error) {
    emit('error', { message: String(error && error.message || error) });
  }
  process.exit(0);
}

function drain() {
  if (draining)
    return;
  draining = true;
  emit('draining', { open });
  // The listening socket closes: a balancer's check fails, new connections go elsewhere.
  // Only the listening socket: Playwright's close() of its server destroys every socket
  // (its decorateServer), and node's ends those it thinks idle; a client's WebSocket must
  // run to its end.
  net.Server.prototype.close.call(httpServer);
  if (open === 0)
    return close('drained');
  setTimeout(() => close('drain timeout'), config.drainTimeout * 1000).unref();
}

function readCommands() {
  let buffer = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk) => {
    buffer += chunk;
    let newline;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (config === null)
        start(JSON.parse(line));
      else if (line === 'drain')
        drain();
      else if (line === 'stop')
        close('stopped');
    }
  });
  process.stdin.on('end', () => close('supervisor gone'));
  process.stdin.on('close', () => close('supervisor gone'));
}

async function start(given) {
  config = given;
  try {
    browserServer = await catchHttpServer(() => playwright.firefox.launchServer(config.launch));
  } catch (error) {
    emit('failed', { message: String(error && error.message || error) });
    process.exit(3);
  }
  if (!httpServer) {
    emit('failed', { message: 'Playwright\'s launchServer made no HTTP server this script ' +
      'could see; this Playwright version is not supported by camoufox-server' });
    await browserServer.close();
    process.exit(3);
  }
  config.playwrightVersion = require(path.join(driverPackage, 'package.json')).version;
  watchUpgrades();
  browserServer.on('close', () => {
    if (!closing)
      emit('closed', { reason: 'browser exited', served });
    process.exit(closing ? 0 : 4);
  });
  const browserProcess = browserServer.process();
  config.browserPid = browserProcess ? browserProcess.pid : null;
  emit('listening', {
    endpoint: browserServer.wsEndpoint(),
    browser_version: config.browserVersion,
    playwright: config.playwrightVersion,
    pid: browserProcess ? browserProcess.pid : null,
  });
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'])
  process.on(signal, () => close('signal ' + signal));
readCommands();
