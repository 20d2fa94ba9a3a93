import { PROGRAMME_LINE } from './brand-mark';
import classes from './brand-name.module.css';

/** The portal's name with the programme's line under it: the brand link's words in the slim and dashboard headers. */
export function BrandName() {
  return (
    <span>
      OJT Portal
      <span className={classes.sub}>{PROGRAMME_LINE}</span>
    </span>
  );
}
