import { FEATURES } from '../data/site';
import classes from './feature-grid.module.css';
import { Icon, type IconName } from './icon';

const ICONS: Record<(typeof FEATURES)[number]['key'], IconName> = {
  registration: 'userPlus',
  matching: 'targetArrow',
  tracking: 'progressCheck',
};

export function FeatureGrid() {
  return (
    <ul className={classes.grid}>
      {FEATURES.map((f) => {
        return (
          <li key={f.key} className={classes.item}>
            <span className={classes.icon}>
              <Icon name={ICONS[f.key]} size={26} />
            </span>
            <h3 className={classes.title}>{f.title}</h3>
            <p className={classes.text}>{f.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
