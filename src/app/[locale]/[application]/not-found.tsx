import { NotFoundView } from '@/modules/shell';

export default NotFoundView;
