export { explainBuiltin } from './explain';
export { draftJobBuiltin } from './job-draft';
