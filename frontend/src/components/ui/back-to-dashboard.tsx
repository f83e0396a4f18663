import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Button, type ButtonProps } from './button';

/** The pages' way back: a ghost button whose arrow is not read out, so its name is just 'Back to Dashboard'. */
export function BackToDashboard({ size = 'sm', className }: Pick<ButtonProps, 'size' | 'className'>) {
  return (
    <Button asChild variant="ghost" size={size} className={className}>
      <Link to={paths.dashboard.getHref()}>
        <span aria-hidden="true">←</span> Back to Dashboard
      </Link>
    </Button>
  );
}
