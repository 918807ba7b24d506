export { Skeleton, SkeletonBlock } from './Skeleton.tsx';
export type { SkeletonBlockProps, SkeletonProps } from './Skeleton.tsx';
