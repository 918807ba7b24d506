// The site's rules and messages, read from @lender/validation's source so the journeys expect
// exactly what browser and server say. (A relative import: the e2e package does not list
// @lender/validation as a dependency.)
export {
  formatScreenShareCode,
  messages,
  SCREEN_SHARE_CODE_LENGTH,
} from '../../packages/validation/src/index.ts';
