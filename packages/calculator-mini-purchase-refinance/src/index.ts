export { GET_STARTED_PATH, MiniPurchaseRefinance } from './MiniPurchaseRefinance.tsx';
export type { MiniPurchaseRefinanceProps } from './MiniPurchaseRefinance.tsx';
export {
  DEFAULT_VALUES,
  estimateOf,
  miniPurchase,
  miniRefinance,
  PURCHASE_FIELDS,
  purchaseError,
  purchaseInput,
  REFINANCE_FIELDS,
  refinanceError,
  refinanceInput,
  tabErrors,
  tabInput,
  type MiniPurchaseRefinanceInitialValues,
  type MiniPurchaseRefinanceValues,
  type PurchaseField,
  type PurchaseValues,
  type RefinanceField,
  type RefinanceValues,
  type Tab,
} from './form.ts';
