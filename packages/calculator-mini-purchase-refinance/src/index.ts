export { GET_STARTED_PATH, MiniPurchaseRefinance } from './MiniPurchaseRefinance.tsx';
export type { MiniPurchaseRefinanceProps } from './MiniPurchaseRefinance.tsx';
export {
  DEFAULT_VALUES,
  PURCHASE_FIELDS,
  purchaseError,
  REFINANCE_FIELDS,
  refinanceError,
  tabErrors,
  tabInput,
  type MiniPurchaseRefinanceValues,
  type PurchaseField,
  type PurchaseValues,
  type RefinanceField,
  type RefinanceValues,
  type Tab,
} from './form.ts';
export {
  estimateOf,
  type MiniPurchaseRefinanceInitialValues,
} from './use-mini-purchase-refinance.ts';
