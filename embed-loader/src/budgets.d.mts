export declare const LOADER_GZIP_BUDGET: number;
export declare const SCHEME_GZIP_BUDGET: number;
export declare const POPUP_GZIP_BUDGET: number;
export declare const BOOKING_TOTAL_GZIP_BUDGET: number;
export declare const SUBSCRIPTION_TOTAL_GZIP_BUDGET: number;
export declare const GIFT_CARD_TOTAL_GZIP_BUDGET: number;
export declare const TOTAL_GZIP_BUDGETS: Record<'booking' | 'subscription' | 'giftcard', number>;
export declare const TOTAL_GZIP_CEILINGS: Record<'booking' | 'subscription' | 'giftcard', number>;
