export const fetchX = () => 'x';
