import './lib/global-options';

export { availability } from './availability';
