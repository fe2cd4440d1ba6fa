// The authenticator (issue 32 item 1). Not bound: a new key as a QR code and as text, bound once
// the app shows its code and a security code arrives; the ten recovery codes are then shown this
// once, to be kept on paper. Bound: unbinding with a code, after a warning that withdrawals then
// wait 24 hours.
import { useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { Picture } from '@/components/Picture'
import { Pressable } from '@/components/Pressable'
import { Dialog } from '@/components/Dialog'
import { Button } from '@/components/Button'
import { useSnapshot } from 'valtio'
import { isCode } from '@common/validate'
import { CodeField } from '@/components/CodeField'
import { FormFooter } from '@/components/FormFooter'
import { Screen } from '@/components/Screen'
import { TotpField } from '@/components/TotpField'
import { useT } from '@/hooks/useT'
import { fetchUserInfo } from '@/services/api/identity'
import { sendSecurityCode } from '@/services/api/profile'
import { bindTotp, startTotpSetup, unbindTotp, type TotpSetup } from '@/services/api/safety'
import { copyText } from '@/services/clipboard'
import { ApiError } from '@/services/http'
import { toast } from '@/services/toast'
import { session, setUser } from '@/stores/session'
import { qrDataUrl } from '@/utils/qrCode'
import './safety.scss'

const reasonOf = (e: unknown) => (e instanceof ApiError && e.type === 'error' ? e.message : '')

async function refreshUser(): Promise<void> {
  setUser(await fetchUserInfo())
}

/** The codes just made: shown until the user says they are kept. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT()
  return (
    <View className='safety'>
      <Text className='safety__warning'>{t('safety.recoveryNote')}</Text>
      <View className='safety__codes'>
        {codes.map((c) => (
          <Text key={c} className='safety__code'>
            {c}
          </Text>
        ))}
      </View>
      <Button type='secondary' onPress={() => copyText(codes.join('\n'))}>
        {t('common.copy')}
      </Button>
      <Button className='safety__kept' type='primary' onPress={onDone}>
        {t('safety.recoveryKept')}
      </Button>
    </View>
  )
}

function BindForm({ onBound }: { onBound: (codes: string[]) => void }) {
  const t = useT()
  const { user } = useSnapshot(session)
  const [setup, setSetup] = useState<TotpSetup | null>(null)
  const [totp, setTotp] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const qr = useMemo(() => (setup ? qrDataUrl(setup.uri) : ''), [setup])
  if (!user) return null

  const start = async () => {
    setBusy(true)
    try {
      setSetup(await startTotpSetup())
    } catch {
      // the request wrapper has said why
    } finally {
      setBusy(false)
    }
  }

  const bind = async () => {
    if (!/^[0-9]{6}$/.test(totp.trim()) || !isCode(code.trim())) {
      setError(t('safety.bothCodes'))
      return
    }
    setBusy(true)
    try {
      const codes = await bindTotp(totp.trim(), code.trim())
      onBound(codes)
    } catch (e) {
      setError(reasonOf(e))
    } finally {
      setBusy(false)
    }
  }

  if (!setup) {
    return (
      <View className='safety'>
        <Text className='safety__note'>{t('safety.totpNote')}</Text>
        <Button
          className='safety__start'
          type='primary'
          loading={busy}
          onPress={() => void start()}
        >
          {t('safety.totpStart')}
        </Button>
      </View>
    )
  }
  return (
    <View className='safety'>
      <Text className='safety__note'>{t('safety.totpScan')}</Text>
      <Picture alt={t('safety.totpKey')} className='safety__qr' src={qr} mode='aspectFit' />
      <Pressable className='safety__current' onPress={() => copyText(setup.secret)}>
        <Text className='safety__label'>{t('safety.totpKey')}</Text>
        <Text className='safety__secret'>{setup.secret}</Text>
      </Pressable>
      <TotpField value={totp} onInput={setTotp} />
      <Text className='safety__note'>{t('safety.codeTo', { account: user.account })}</Text>
      <CodeField
        value={code}
        onInput={setCode}
        onSend={() => sendSecurityCode(user).then(() => undefined)}
      />
      <FormFooter block='safety' error={error} busy={busy} onSubmit={() => void bind()}>
        {t('safety.totpBind')}
      </FormFooter>
    </View>
  )
}

function UnbindForm() {
  const t = useT()
  const [totp, setTotp] = useState('')
  const [asking, setAsking] = useState(false)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const unbind = async () => {
    setAsking(false)
    setBusy(true)
    try {
      toast(await unbindTotp(totp.trim()), 'success')
      await refreshUser()
    } catch (e) {
      setError(reasonOf(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='safety'>
      <View className='safety__current'>
        <Text className='safety__label'>{t('route.authenticator')}</Text>
        <Text className='safety__phrase'>{t('safety.totpOn')}</Text>
      </View>
      <Text className='safety__note'>{t('safety.totpUnbindNote')}</Text>
      <TotpField value={totp} onInput={setTotp} />
      <FormFooter
        block='safety'
        error={error}
        busy={busy}
        onSubmit={() => (totp.trim() ? setAsking(true) : setError(t('safety.totpPlaceholder')))}
      >
        {t('safety.totpUnbind')}
      </FormFooter>
      <Dialog
        className='safety__confirm'
        isOpened={asking}
        content={t('safety.totpUnbindConfirm')}
        cancelText={t('common.cancel')}
        confirmText={t('safety.totpUnbind')}
        onCancel={() => setAsking(false)}
        onClose={() => setAsking(false)}
        onConfirm={() => void unbind()}
      />
    </View>
  )
}

function AuthenticatorBody() {
  const { user } = useSnapshot(session)
  const [codes, setCodes] = useState<string[] | null>(null)
  if (!user) return null
  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null)
          void refreshUser().catch(() => undefined)
        }}
      />
    )
  }
  return user.totp_bound ? <UnbindForm /> : <BindForm onBound={setCodes} />
}

export default function AuthenticatorPage() {
  return (
    <Screen>
      <AuthenticatorBody />
    </Screen>
  )
}
