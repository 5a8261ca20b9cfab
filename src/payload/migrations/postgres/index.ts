import * as migration_20261124_093908_initial from './20261124_093908_initial';

export const migrations = [
  {
    up: migration_20261124_093908_initial.up,
    down: migration_20261124_093908_initial.down,
    name: '20261124_093908_initial'
  },
];
