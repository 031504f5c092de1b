import { createMemoryRepository } from './memory-repository';
import { repositoryContract } from './repository.contract';

repositoryContract('memory', async () => createMemoryRepository());
