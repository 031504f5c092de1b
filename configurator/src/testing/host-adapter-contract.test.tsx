// The contract suite against a minimal in-memory adapter: the suite passes on a correct host.
import { memoryAdapter } from '../test-support/memory-adapter';
import { describeHostAdapterContract } from './host-adapter-contract';

describeHostAdapterContract('in-memory', memoryAdapter);

