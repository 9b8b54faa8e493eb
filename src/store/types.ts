import type { Cart, CartLineInput, CartResult, Image, Money, SelectedOption } from '../cart-client';

export type CartStatus = 'idle' | 'loading' | 'updating' | 'error';

/** A user error or warning from the shop, or a transport failure, ready to show next to what it concerns. */
export interface CartMessage {
  kind: 'error' | 'warning';
  /** Shopify's native code (`NOTE_TOO_LONG`, `MERCHANDISE_NOT_ENOUGH_STOCK`…) or a transport kind (`NETWORK`, `TIMEOUT`…). */
  code: string;
  /** The shop's own sentence (the widget may replace it with its own, keyed by `code`). */
  message: string;
  /** What it concerns: `['note']`, `['discountCodes']`, a line id… */
  field: string[] | null;
  /** A line id for warnings about one line. */
  target: string | null;
  /** The operation that produced it. */
  operation: OperationKind;
}

export type OperationKind =
  | 'fetch'
  | 'create'
  | 'add'
  | 'update'
  | 'remove'
  | 'plan'
  | 'replace'
  | 'note'
  | 'attributes'
  | 'noteAndAttributes'
  | 'email'
  | 'shippingAddress'
  | 'buyerIdentity'
  | 'discountAdd'
  | 'discountRemove'
  | 'giftCardAdd'
  | 'giftCardRemove'
  | 'checkout';

/** What the shopper sees of a line that is not confirmed yet, so it can be drawn before the shop answers. */
export interface LineDisplay {
  title?: string;
  variantTitle?: string;
  price?: Money;
  compareAtPrice?: Money | null;
  image?: Image | null;
  product?: { id: string; handle: string; title: string };
  selectedOptions?: SelectedOption[];
  /** The selling plan's name, when the line is added with `sellingPlanId` (`price` is then the plan's price). */
  sellingPlanName?: string | undefined;
}

export interface AddLineInput extends CartLineInput {
  display?: LineDisplay;
}

/** A line shown optimistically: `pending` while being sent, `failed` while waiting to be retried. */
export interface PendingLineState {
  lineId: string;
  state: 'pending' | 'retrying';
  /** Why it is waiting, when a retry is scheduled: the failure's code (`NETWORK`, `HTTP_500`…), which widgets put in words. */
  reason: string | null;
}

/** The outcome every action resolves with. It never rejects: failures are described, and the state rolled back. */
export type Outcome =
  { ok: true; cart: Cart | null; warnings: CartMessage[] } | { ok: false; cart: Cart | null; errors: CartMessage[]; cancelled?: boolean };

export interface CartState {
  /** What the shopper sees: the last confirmed cart with pending operations applied on top. */
  cart: Cart | null;
  /** The last cart the shop confirmed (what a failed operation rolls back to). */
  confirmedCart: Cart | null;
  status: CartStatus;
  /** Lines being sent or waiting to be retried. */
  pendingLines: PendingLineState[];
  /** Messages of the last operation that produced any (cleared by the next success). */
  messages: CartMessage[];
  /** False when storage threw (private mode, sandboxed iframe): the cart lasts for this page only. */
  persistent: boolean;
  drawerOpen: boolean;
  /** Items added before the cart chunk arrived, not yet in `cart` (the first script's store counts them; 0 after). */
  queuedQuantity: number;
}

export type RunMutation = (cartId: string) => Promise<CartResult>;
