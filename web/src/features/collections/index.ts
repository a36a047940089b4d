export { FeaturedCollections } from './components/featured-collections';
export { CollectionsList } from './components/collections-list';
export { CollectionDetail, wrapIndex } from './components/collection-detail';
