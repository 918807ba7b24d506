import { calculatorBuild } from '@lender/calculator-config/tsup';

// `./form`: the form's pure mapping of a query to the estimate, which the API route imports too.
export default calculatorBuild('@lender/calculator-affordability', ['src/form.ts']);
