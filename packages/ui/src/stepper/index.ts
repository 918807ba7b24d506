export { DEFAULT_STEP_TOTAL, StepCounter, Stepper, stepState } from './Stepper.tsx';
export type { StepCounterProps, StepperProps, StepperStep, StepState } from './Stepper.tsx';
