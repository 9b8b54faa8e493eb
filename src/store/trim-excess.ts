// An add the shop ran twice (run-op.ts found its own token in the marks its answer came with): the unit too many taken back.
import { updateCartLines, type CartResult, type StorefrontClient } from '../cart-client';
import { findMatchingLine, sameItem } from './optimistic';
import type { AddOp } from './ops';

/**
 * An add's answer holding more of a line than this add put on top of what the line had: another tab's add, heard or not,
 * which stays. Only where the answer proves the shop ran this very request before (a browser sends a POST again by
 * itself when a reused connection closes before the answer) is a line lowered: the marks, as this run found them before
 * setting its own, hold this add's token (marks.ts). One run too many is then taken back, by what one run added (so
 * another tab's units stay) and never below what the line had plus this add, with one `cartLinesUpdate`: a unit too many
 * would be charged at checkout. When that cannot be done the cart is shown as the shop has it. Lines the shop clamped
 * (too few in stock) are never over. The caller has found this add's token in the marks (`ran`, marks.ts); this comes with
 * the cart codes chunk, loaded on that rare path (run-op.ts).
 */
export async function trimExcess({ client }: { client: StorefrontClient }, op: AddOp, result: CartResult): Promise<CartResult> {
  const cart = result.cart!; // its callers found this add's token in it
  const lines = new Map(
    op.lines.flatMap((line, i) => {
      const shown = findMatchingLine(cart, line);
      // Two inputs of one item (added together) land on one line.
      const added = op.lines.reduce((sum, other) => sum + (sameItem(other, line) ? (other.quantity ?? 1) : 0), 0);
      const over = Math.min(added, (shown?.quantity ?? 0) - (op.before?.[i] ?? 0) - added);
      return shown && over > 0 ? [[shown.id, { id: shown.id, quantity: shown.quantity - over }] as const] : [];
    }),
  );
  if (!lines.size) return result;
  return { ...result, cart: (await updateCartLines(client, cart.id, [...lines.values()]).catch(() => null))?.cart ?? cart };
}
