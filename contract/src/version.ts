// The product's version: the root package.json's, the one place a release changes it (the
// workspaces carry the same number, checked by contract/test/version.test.ts).
import rootPackage from '../../package.json' with { type: 'json' };

export const PRODUCT_VERSION: string = rootPackage.version;
