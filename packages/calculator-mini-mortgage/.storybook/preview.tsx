import { calculatorPreview } from '@lender/calculator-config/storybook-preview';
import '@lender/ui/tokens.css';
import '../src/index.css';

export default calculatorPreview;
