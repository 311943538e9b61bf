import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { NavbarLink } from './navbar-links';

interface NavbarDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
  links: NavbarLink[];
}

/** The narrow screens' menu: a modal drawer with the navbar's links (its own chunk, loaded when first opened). */
export function NavbarDrawer({ id, open, onClose, links }: NavbarDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer id={id} anchor="right" open={open} onClose={onClose}>
      <Box sx={{ width: 260 }} role="presentation">
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
          <IconButton aria-label={t('nav.closeMenu')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <List component="nav" aria-label={t('nav.label')}>
          {links.map((link) => (
            <ListItem key={link.id} disablePadding>
              <ListItemButton component={RouterLink} to={link.to} onClick={onClose}>
                <ListItemText primary={t(link.labelKey)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
