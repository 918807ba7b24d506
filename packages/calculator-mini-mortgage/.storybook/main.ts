import { calculatorStorybookMain } from '@lender/calculator-config/storybook-main';

export default calculatorStorybookMain;
