/** Formula HTML shipped once: the lifecycle half of src/components/Formula/store.ts. */
export {formulaLifecycle as default} from '../components/Formula/store';
