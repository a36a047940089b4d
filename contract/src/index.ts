export * from './platform.ts';
export * from './video.ts';
export * from './category.ts';
export * from './collection.ts';
export * from './interactive.ts';
export * from './auth.ts';
export * from './errors.ts';
export * from './updates.ts';
