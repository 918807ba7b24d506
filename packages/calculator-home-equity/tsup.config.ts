import { calculatorBuild } from '@lender/calculator-config/tsup';

export default calculatorBuild('@lender/calculator-home-equity');
