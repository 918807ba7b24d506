export { EQUAL_HOUSING_LEGENDS, EqualHousingLender } from './EqualHousingLender.tsx';
export type { EqualHousingLenderProps, EqualHousingVariant } from './EqualHousingLender.tsx';
