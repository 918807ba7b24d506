import { calculatorBuild } from '@lender/calculator-config/tsup';

// `./form`: the form's shape and the query's mapping, pure, for the API route (no React).
export default calculatorBuild('@lender/calculator-rent-vs-buy', ['src/form.ts']);
