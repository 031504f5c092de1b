// Test helpers for hosts: the HostAdapter contract suite (vitest + Testing Library + happy-dom).
export { describeHostAdapterContract } from './host-adapter-contract';
