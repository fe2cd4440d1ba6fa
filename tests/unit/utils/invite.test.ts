// Invitation links (SPEC §1 share and invite): what the my page hands out.
import { inviteLink } from '@/utils/invite'

describe('the invitation link', () => {
  it('puts the page after the hash and encodes the code once', () => {
    expect(inviteLink('https://app.example.com/m/', 'AB CD')).toBe(
      'https://app.example.com/m/#/pages/register/index?invite=AB%20CD',
    )
    // an address copied with its own hash route still yields one route
    expect(inviteLink('https://app.example.com/#/pages/index/index', 'K7Q2MX')).toBe(
      'https://app.example.com/#/pages/register/index?invite=K7Q2MX',
    )
  })
})
