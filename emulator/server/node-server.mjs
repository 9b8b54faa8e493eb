// @ts-check
/**
 * The Node transport: an HTTP server and an HTTPS server (self-signed certificate made at start) on loopback, both
 * feeding the shared router. A dropped-connection fault destroys the socket without an answer.
 */
import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import selfsigned from 'selfsigned';

/** @typedef {import('./respond.mjs').EmulatorRequest} EmulatorRequest */
/** @typedef {import('./respond.mjs').EmulatorResponse} EmulatorResponse */
/** @typedef {(request: EmulatorRequest) => Promise<EmulatorResponse>} Handle */

/** Far above any real cart request (a 600-line cart mutation is ~100 KB). */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** @type {Promise<{ key: string, cert: string }> | null} */
let certificate = null;

/** A self-signed certificate for localhost and the loopback addresses, made once per process. */
export function loopbackCertificate() {
  certificate ??= selfsigned
    .generate([{ name: 'commonName', value: 'localhost' }], {
      keyType: 'ec',
      algorithm: 'sha256',
      notAfterDate: new Date(Date.now() + 30 * 24 * 3600 * 1000),
      extensions: [
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
        { name: 'extKeyUsage', serverAuth: true },
        {
          name: 'subjectAltName',
          altNames: [
            { type: 2, value: 'localhost' },
            { type: 7, ip: '127.0.0.1' },
            { type: 7, ip: '::1' },
          ],
        },
      ],
    })
    .then((pems) => ({ key: pems.private, cert: pems.cert }));
  return certificate;
}

/**
 * @param {Handle} handle
 * @param {'http'|'https'} protocol
 * @returns {import('node:http').RequestListener}
 */
function listener(handle, protocol) {
  return (req, res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        res
          .writeHead(413, { 'content-type': 'application/json', connection: 'close' })
          .end(JSON.stringify({ errors: [{ message: 'Request body too large' }] }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('error', () => res.destroy());
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) return;
      /** @type {Record<string, string>} */
      const headers = {};
      for (const [name, value] of Object.entries(req.headers))
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
      const host = headers.host ?? 'localhost';
      let url;
      try {
        url = new URL(req.url ?? '/', `${protocol}://${host}`);
      } catch {
        res.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request');
        return;
      }
      handle({ method: (req.method ?? 'GET').toUpperCase(), url, headers, body: Buffer.concat(chunks) }).then(
        (response) => {
          if (response.drop) {
            req.socket.destroy();
            return;
          }
          res.writeHead(response.status, response.headers);
          res.end(req.method === 'HEAD' ? undefined : response.body);
        },
        (error) => {
          console.error('[shop-embed emulator] request failed:', error);
          if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ errors: [{ message: 'Internal emulator error' }] }));
        },
      );
    });
  };
}

/**
 * @param {import('node:http').Server} server
 * @param {number} port
 * @param {string} host
 * @param {string} envName
 * @returns {Promise<number>}
 */
function listen(server, port, host, envName) {
  return new Promise((resolve, reject) => {
    /** @param {NodeJS.ErrnoException} error */
    const onError = (error) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`[shop-embed emulator] port ${port} is already in use; set ${envName}=… to use another`, { cause: error })
          : error,
      );
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/** @param {import('node:http').Server} server */
function close(server) {
  return new Promise((resolve) => {
    if (!server.listening) return resolve(undefined);
    server.close(() => resolve(undefined));
    server.closeAllConnections();
  });
}

/**
 * @param {Handle} handle
 * @param {{ port: number, httpsPort: number, host: string, https: boolean }} options
 * @returns {Promise<{ url: string, httpsUrl: string|null, close(): Promise<void> }>}
 */
export async function listenAll(handle, { port, httpsPort, host, https }) {
  const http = createHttpServer({ keepAliveTimeout: 5000 }, listener(handle, 'http'));
  const secure = https ? createHttpsServer(await loopbackCertificate(), listener(handle, 'https')) : null;
  const closeAll = async () => {
    await Promise.all([close(http), secure ? close(secure) : Promise.resolve()]);
  };
  try {
    const actualPort = await listen(http, port, host, 'PORT');
    const actualHttpsPort = secure ? await listen(secure, httpsPort, host, 'HTTPS_PORT') : null;
    const shown = host.includes(':') ? `[${host}]` : host;
    return {
      url: `http://${shown}:${actualPort}`,
      httpsUrl: actualHttpsPort === null ? null : `https://${shown}:${actualHttpsPort}`,
      close: closeAll,
    };
  } catch (error) {
    await closeAll();
    throw error;
  }
}
