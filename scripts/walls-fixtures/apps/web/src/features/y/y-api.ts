export const fetchY = () => 'y';
