import type { HelpTexts } from './types'

export const tr: HelpTexts = {
  faq: [
    {
      question: 'Nasıl para yatırırım?',
      answer:
        'Para yatırma ekranını açın, bir yöntem seçin, tutarı girin ve transfer dekontunu yükleyin. Para, inceleme tamamlanınca hesabınıza geçer. Banka havalesi veya yüksek tutarlı yatırma için önce müşteri hizmetlerine başvurun.',
    },
    {
      question: 'Para çekmek için ne gerekir?',
      answer:
        "Onaylanmış bir kimlik doğrulaması, bir çekim şifresi ve çektiğiniz coin ile ağ için Cüzdan adresleri bölümüne kaydedilmiş adres gerekir. Para çekme ekranını açın, coin'i, ağı ve adresi seçin; ardından alınacak tutarı (ağ ücreti üstüne eklenir), çekim şifresini ve giriş yaptığınız e-posta adresine ya da telefon numarasına gönderilen doğrulama kodunu girin. Açık saniye işlemleri önce sonuçlanmalıdır; bir güvenlik değişikliğinden veya yeni adres eklendikten sonra çekimler 24 saat bekler.",
    },
    {
      question: 'Saniye işlemi nasıl sonuçlanır?',
      answer:
        'Seçtiğiniz süre bittiğinde emir o anki fiyattan sonuçlanır. Fiyat alış fiyatınızın üstündeyse yükseliş, altındaysa düşüş kazanır; fiyat aynıysa berabere biter ve tutar iade edilir. Diğer durumlarda tutar kaybedilir.',
    },
    {
      question: 'Kilitli madencilikte erken itfa ne kadar tutar?',
      answer:
        'Tutar döngü sonuna kadar kilitli kalır. Erken itfa bir ceza gerektirir: ceza oranı × kalan gün × kilitli tutar. Günlük getiriler garanti edilmez.',
    },
    {
      question: 'Kimlik doğrulama neden gerekli?',
      answer:
        'Para çekme ve kilitli madencilik kimlik doğrulaması gerektirir: belge türünü seçin, gerçek adınızı ve kimlik numaranızı belgedeki gibi girin; inceleme sonrası geçerli olur. Ardından belgenin ön ve arka yüzünün ve belgeyi tutarken sizin fotoğrafınızla gelişmiş doğrulama gelir. Doğrulamadan sonra ad ve kimlik numarası değiştirilemez.',
    },
    {
      question: 'Giriş şifremi unuttum',
      answer:
        'Giriş sayfasında "Şifrenizi mi unuttunuz?" seçeneğine dokunun; telefon numaranızı veya e-postanızı, gelen doğrulama kodunu ve yeni bir şifre girin.',
    },
    {
      question: 'Çekim şifremi unuttum',
      answer:
        'Hesabım → Kişisel bilgiler → Güvenlik bölümünde "Çekim şifresini değiştir" seçeneğini seçin, giriş yaptığınız e-posta adresine ya da telefon numarasına gönderilen doğrulama kodunu ve yeni şifreyi iki kez girin. Oraya artık kod alamıyorsanız müşteri hizmetlerinden sıfırlamasını isteyin. Güvenliğiniz için değişiklikten sonra çekimler 24 saat durabilir.',
    },
    {
      question: 'Fiyatlar gerçek mi?',
      answer:
        'Hayır. Bu uygulamadaki tüm piyasa verileri sunucu tarafından simüle edilir ve hiçbir borsadan gelmez. Gerçek piyasalar hakkında hiçbir şey söylemez.',
    },
  ],
  about: {
    title: 'Hakkımızda',
    paragraphs: [
      'Bu uygulamayla piyasaları izleyebilir, saniye işlemleri yapabilir ve hesabınızdaki parayla kilitli madencilik ürünleri satın alabilirsiniz.',
      'Uygulama bir referans sunucuda çalışır: piyasa verileri simülasyondur ve hangi para yatırma ve çekme yollarının sunulacağına bu kurulumun işletmecisi karar verir.',
    ],
  },
  compliance: {
    title: 'Uyum ve risk bildirimi',
    sections: [
      {
        heading: 'Simüle edilmiş piyasa verileri',
        text: 'Bu uygulamadaki fiyatlar, grafikler ve hacimler simülasyondur. Hiçbir borsaya bağlı değildir ve gerçek piyasaları izlemez.',
      },
      {
        heading: 'İşlem riski',
        text: 'Bir saniye işlemi tüm tutarını saniyeler içinde kaybedebilir. Yalnızca kaybetmeyi göze alabileceğiniz tutarla işlem yapın.',
      },
      {
        heading: 'Kilitli madencilik',
        text: 'Günlük oranlar vaat değil, aralıktır: getiriler garanti edilmez ve erken itfa ceza gerektirir.',
      },
      {
        heading: 'Vaat yok',
        text: 'Bu uygulamadaki hiçbir şey yatırım tavsiyesi ya da kâr vaadi değildir. Burada tutulan paranın güvenliği de dahil hiçbir sistem risksiz değildir.',
      },
    ],
  },
  agreement: {
    title: 'Kullanıcı sözleşmesi',
    sections: [
      {
        heading: 'Hizmet',
        text: 'Bu uygulama, bu kurulumun işletmecisi tarafından yürütülen simüle piyasa verileri, saniye işlemleri ve hesabınızdaki parayla kilitli madencilik ürünleri sunar.',
      },
      {
        heading: 'Sorumluluklarınız',
        text: 'Kayıt ve doğrulamada doğru bilgi verin, uygulamayı yalnızca kendiniz için kullanın ve yaşadığınız yerin yasalarına uyun.',
      },
      {
        heading: 'Risk',
        text: 'İşlemler para kaybettirebilir ve getiriler garanti edilmez. Her emre siz karar verir, sonucunu siz üstlenirsiniz.',
      },
      {
        heading: 'Hesap güvenliği',
        text: 'Şifrelerinizi ve doğrulama kodlarınızı kimseyle paylaşmayın. Müşteri hizmetleri bunları asla istemez.',
      },
      {
        heading: 'Sakladığımız veriler',
        text: 'Hesap bilgileriniz, doğrulama belgeleriniz, emirleriniz ve hesap kayıtlarınız hizmeti yürütmek için saklanır ve satılmaz.',
      },
    ],
  },
  contact: {
    title: 'Müşteri hizmetleri',
    intro: 'Müşteri hizmetleri şu konularda yardımcı olur:',
    handles: [
      'çekim şifresini sıfırlama',
      'yüksek tutarlı para yatırma',
      'banka havalesiyle para yatırma',
    ],
    none: 'Bu kurulum için henüz bir iletişim kanalı ayarlanmadı. Lütfen Hesabım - Mesajlar bölümüne bakın: müşteri hizmetlerinin yanıtları oraya gelir.',
  },
}
