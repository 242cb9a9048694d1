/** Formula HTML shipped once: the lifecycle half of src/plugins/maths/theme/Formula/store.ts. */
export {formulaLifecycle as default} from '../theme/Formula/store';
