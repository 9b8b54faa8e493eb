// Many reads, one request: GraphQL lets one operation carry many root fields, each under its own alias, so every read the
// widgets ask for in the same frame (cards, grids, recommendations, policies, the shop's money format) goes out as ONE
// document built from the shared fragments. The Storefront API refuses input arrays over 250 items, queries deeper than 17
// and (tokenless only) a cost over 1,000 (emulator/storefront/limits.mjs): aliased fields pass no array and nest no deeper
// than the single documents, so nothing forces a split.
import type { StorefrontClient } from './client';
import { IN_CONTEXT, IN_CONTEXT_VARIABLES } from './fragments';

/** One root field of a batch and how its answer becomes the read's result. */
export interface BatchRead<T = unknown> {
  /** The root field; its variables are written `$0`, `$1`… in the order of `types`. */
  field: string;
  /** The GraphQL type of each variable (nullable ones may take `undefined`: the argument is then left out). */
  types: readonly string[];
  values: readonly unknown[];
  /** Every fragment the field spreads, one definition each (shared ones are sent once). */
  fragments: readonly string[];
  /** The field's answer as the read's result (default: as it came). */
  result?: (raw: never) => T;
}

/** The operation name of every batch, so the shop's logs (and the emulator's counters) see one kind of read request. */
export const BATCH_OPERATION = 'CatalogReads';

/** The document and variables of `reads`: `r0: field(…$v0_0…)`, `r1: …`, one operation, each fragment once. */
export function batchDocument(reads: readonly BatchRead[]): { document: string; variables: Record<string, unknown> } {
  const defs: string[] = [];
  const variables: Record<string, unknown> = {};
  const fields = reads.map((read, i) => {
    read.types.forEach((type, k) => {
      defs.push(`$v${i}_${k}: ${type}`);
      if (read.values[k] !== undefined) variables[`v${i}_${k}`] = read.values[k];
    });
    return `r${i}: ${read.field.replace(/\$(\d+)/g, `$v${i}_$1`)}`;
  });
  const fragments = [...new Set(reads.flatMap((read) => read.fragments))];
  // Built here, not a `#graphql` constant: its parts (fields, fragments) are minified where they are written.
  const document = `query ${BATCH_OPERATION}(${[...defs, IN_CONTEXT_VARIABLES].join(', ')}) ${IN_CONTEXT} {
${fields.join('\n')}
}
${fragments.join('\n')}`;
  return { document, variables };
}

/** Runs `reads` as one request; each result in the order given (a whole-request failure rejects them all). */
export async function runBatch(client: StorefrontClient, reads: readonly BatchRead[]): Promise<unknown[]> {
  const { document, variables } = batchDocument(reads);
  const data = await client.request<Record<string, unknown>>(document, { variables });
  return reads.map((read, i) => (read.result ? read.result(data[`r${i}`] as never) : (data[`r${i}`] ?? null)));
}
