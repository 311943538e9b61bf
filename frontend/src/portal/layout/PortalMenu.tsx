import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DashboardIcon from '@mui/icons-material/Dashboard';
import SecurityIcon from '@mui/icons-material/Security';
import { Menu } from 'react-admin';
import { adminPaths, paths } from '@/config/paths';

/** Long entries ("Retour à PageTranslate") wrap instead of being cut with an ellipsis in the 240 px sidebar. */
const WRAP = { '& .MuiTypography-noWrap': { whiteSpace: 'normal' } } as const;

export function PortalMenu() {
  return (
    <Menu>
      <Menu.Item to={adminPaths.dashboard} primaryText="portal.menu.dashboard" leftIcon={<DashboardIcon />} sx={WRAP} />
      <Menu.Item to={adminPaths.createOrganization} primaryText="portal.menu.createOrganization" leftIcon={<AddBusinessIcon />} sx={WRAP} />
      <Menu.Item to={adminPaths.security} primaryText="portal.menu.security" leftIcon={<SecurityIcon />} sx={WRAP} />
      <Menu.Item to={paths.landing} primaryText="portal.backToSite" leftIcon={<ArrowBackIcon />} sx={WRAP} />
    </Menu>
  );
}
