import * as migration_20261124_093853_initial from './20261124_093853_initial';
import * as migration_20261124_103159_campaigns from './20261124_103159_campaigns';

export const migrations = [
  {
    up: migration_20261124_093853_initial.up,
    down: migration_20261124_093853_initial.down,
    name: '20261124_093853_initial',
  },
  {
    up: migration_20261124_103159_campaigns.up,
    down: migration_20261124_103159_campaigns.down,
    name: '20261124_103159_campaigns'
  },
];
