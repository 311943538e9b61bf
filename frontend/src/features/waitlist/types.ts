/** GET /future-products: a product customers can join the waitlist for (label and description in their language). */
export interface FutureProduct {
  id: number;
  label: string;
  description: string;
}

/** GET /waitlist-users: one of the signed-in user's waitlist entries. */
export interface WaitlistUser {
  id: number;
  productId: number;
  reason: string;
  /** ISO date-time. */
  createdAt: string;
}

/** POST /waitlist-user (spec §7): productId is an integer. */
export interface JoinWaitlistPayload {
  productId: number;
  reason: string;
}
