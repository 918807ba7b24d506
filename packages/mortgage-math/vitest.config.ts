import { defineConfig } from 'vitest/config';
import { pureFunctionsTestConfig } from '../../vitest.shared.ts';

export default defineConfig(pureFunctionsTestConfig());
