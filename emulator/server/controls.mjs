// @ts-check
/**
 * The test-only control endpoint (`/__emulator/*`, enabled with `controls: true`): reset state, queue faults for the
 * next N requests, and read the request counts.
 */
import { parseFault } from './faults.mjs';
import { json, methodNotAllowed, notFound } from './respond.mjs';

/** @typedef {import('./respond.mjs').EmulatorRequest} EmulatorRequest */
/** @typedef {import('./respond.mjs').EmulatorResponse} EmulatorResponse */

/**
 * @param {EmulatorRequest} request
 * @param {{ faults: import('./faults.mjs').Faults, log: import('./faults.mjs').RequestLog, reset: () => void }} deps
 * @returns {EmulatorResponse}
 */
export function handleControls(request, { faults, log, reset }) {
  const path = request.url.pathname.replace(/\/+$/, '');
  const { method } = request;
  if (path === '/__emulator/reset') {
    if (method !== 'POST') return methodNotAllowed('POST');
    reset();
    return json(200, { ok: true });
  }
  if (path === '/__emulator/faults') {
    if (method === 'GET') return json(200, { pending: faults.pending() });
    if (method === 'DELETE') {
      faults.clear();
      return json(200, { ok: true, pending: [] });
    }
    if (method !== 'POST') return methodNotAllowed('GET, POST, DELETE');
    try {
      const value = JSON.parse(request.body.toString('utf8') || 'null');
      const list = Array.isArray(value) ? value : [value];
      list.forEach(parseFault); // all or nothing
      for (const fault of list) faults.add(fault);
    } catch (error) {
      return json(400, { ok: false, error: error instanceof Error ? error.message : String(error) });
    }
    return json(201, { ok: true, pending: faults.pending() });
  }
  if (path === '/__emulator/requests') {
    if (method !== 'GET') return methodNotAllowed('GET');
    return json(200, log.snapshot());
  }
  return notFound();
}
