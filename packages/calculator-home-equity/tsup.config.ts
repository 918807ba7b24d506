import { calculatorBuild } from '@lender/calculator-config/tsup';

// `./hash` on its own: the mini home equity widget links here with it, without the calculator.
export default calculatorBuild('@lender/calculator-home-equity', ['src/hash.ts']);
