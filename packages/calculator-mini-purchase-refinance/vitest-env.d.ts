// The DOM matchers the shared vitest setup adds (@lender/calculator-config/vitest-setup).
import '@testing-library/jest-dom/vitest';
