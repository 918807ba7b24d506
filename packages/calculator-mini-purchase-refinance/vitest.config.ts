import { calculatorVitestConfig } from '@lender/calculator-config/vitest';

export default calculatorVitestConfig();
