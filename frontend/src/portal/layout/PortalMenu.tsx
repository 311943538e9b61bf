import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DashboardIcon from '@mui/icons-material/Dashboard';
import { Menu } from 'react-admin';
import { adminPaths, paths } from '@/config/paths';

export function PortalMenu() {
  return (
    <Menu>
      <Menu.Item to={adminPaths.dashboard} primaryText="portal.menu.dashboard" leftIcon={<DashboardIcon />} />
      <Menu.Item
        to={adminPaths.createOrganization}
        primaryText="portal.menu.createOrganization"
        leftIcon={<AddBusinessIcon />}
      />
      <Menu.Item to={paths.landing} primaryText="portal.backToSite" leftIcon={<ArrowBackIcon />} />
    </Menu>
  );
}
