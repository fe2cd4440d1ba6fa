import type { HelpTexts } from './types'

export const id: HelpTexts = {
  faq: [
    {
      question: 'Bagaimana cara deposit?',
      answer:
        'Buka Deposit, pilih Metode deposit dan Koin. Mata uang virtual: pilih Jaringan dan kirim hanya koin itu, lewat jaringan itu, ke Alamat deposit yang ditampilkan (juga sebagai kode QR), minimal sebesar jumlah minimum yang ditampilkan. Kartu bank atau Transfer bank: bayar ke rekening di bawah "Bayar ke rekening ini" dan cantumkan "Referensi Anda" dalam pembayaran; jika tidak ada rekening yang ditampilkan, minta detail pembayaran ke layanan pelanggan. Pembayaran pihak ketiga: minta detail pembayaran ke layanan pelanggan. Lalu masukkan jumlah, unggah Bukti pembayaran, dan ketuk "Kirim". Deposit baru dikreditkan setelah buktinya ditinjau.',
    },
    {
      question: 'Apa yang diperlukan untuk tarik dana?',
      answer:
        'Anda memerlukan verifikasi identitas yang disetujui, kata sandi penarikan, dan alamat yang tersimpan di Alamat dompet untuk koin dan jaringan penarikan. Buka Penarikan, pilih koin, jaringan, dan alamat, lalu masukkan jumlah yang diterima (biaya jaringan ditambahkan), kata sandi penarikan, dan kode verifikasi yang dikirim ke email atau nomor telepon yang Anda gunakan untuk masuk. Perdagangan detik yang masih terbuka harus diselesaikan dulu, dan setelah perubahan keamanan atau penambahan alamat baru, penarikan menunggu 24 jam. Jika Anda telah menautkan autentikator, formulir juga meminta kode autentikator yang ditampilkannya.',
    },
    {
      question: 'Bagaimana perdagangan detik diselesaikan?',
      answer:
        'Saat membeli, Investasi dan Biaya langsung dipotong dari saldo. Harga beli adalah harga saat server menerima pesanan. Pada waktu beli ditambah detik yang dipilih, harga tercatat pada saat itu yang menentukan: di atas harga beli, "Beli naik" menang; di bawahnya, "Beli turun" menang. Kemenangan membayar investasi ditambah investasi × rasio laba opsi tersebut, dibulatkan ke bawah ke sen. Jika harga tidak berubah, investasi dikembalikan, biaya tidak. Selain itu, investasi hilang.',
    },
    {
      question: 'Berapa biaya penebusan lebih awal penambangan terkunci?',
      answer:
        'Jumlahnya terkunci selama Masa penguncian, hingga Tanggal akhir; lalu kembali otomatis ke akun aset Anda. Untuk mengambilnya lebih cepat, ketuk "Tebus lebih awal" pada pesanan di Pesanan mining terkunci: Penalti = rasio penalti % × sisa hari × jumlah, Pengembalian (sisanya) langsung masuk ke akun aset Anda, dan tidak ada lagi laba harian. Imbal hasil harian tidak dijamin.',
    },
    {
      question: 'Mengapa perlu verifikasi?',
      answer:
        'Penarikan dan lock mining memerlukan verifikasi identitas: pilih jenis dokumen dan masukkan nama asli serta nomor identitas sesuai dokumen; verifikasi berlaku setelah ditinjau. Setelah itu menyusul verifikasi lanjutan dengan foto bagian depan dan belakang dokumen serta foto Anda memegang dokumen. Nama dan nomor identitas tidak dapat diubah setelah terverifikasi.',
    },
    {
      question: 'Saya lupa kata sandi login',
      answer:
        'Di halaman masuk, ketuk "Lupa kata sandi?". Pilih Telepon atau Email, masukkan nomor atau alamat Anda, ketuk "Kirim kode", masukkan Kode verifikasi, lalu ketuk "Berikutnya". Kemudian masukkan Kata sandi baru, ulangi di "Konfirmasi kata sandi", dan ketuk "Atur kata sandi baru". Anda akan keluar dari semua perangkat: masuk dengan kata sandi baru. Setelah itu, penarikan menunggu 24 jam.',
    },
    {
      question: 'Saya lupa kata sandi penarikan',
      answer:
        'Di Akun saya → Informasi pribadi → Keamanan, pilih "Ubah kata sandi penarikan", masukkan kode verifikasi yang dikirim ke email atau nomor telepon yang Anda gunakan untuk masuk, lalu kata sandi baru dua kali. Jika Anda tidak dapat lagi menerima kode di sana, hubungi layanan pelanggan untuk meresetnya. Demi keamanan, penarikan dapat dijeda 24 jam setelah perubahan.',
    },
    {
      question: 'Apakah harganya nyata?',
      answer:
        'Tidak. Semua data pasar di aplikasi ini disimulasikan oleh server dan tidak berasal dari bursa mana pun. Data ini tidak mencerminkan pasar nyata.',
    },
  ],
  about: {
    title: 'Tentang kami',
    paragraphs: [
      'Aplikasi ini memungkinkan Anda memantau pasar dan bertransaksi dengan dana di akun Anda: perdagangan detik, perdagangan spot di buku order, perdagangan dengan leverage bermargin terisolasi, dan copy trading. Aplikasi ini juga menawarkan penambangan terkunci, investasi ganda, proyek token, pinjaman dengan jaminan, pembelian koin dari pedagang (P2P), dan koleksi digital.',
      'Deposit, penarikan, penukaran koin, dan pemindahan dana antar akun Anda dilakukan di aplikasi, dan setiap perubahan saldo disimpan sebagai catatan akun yang dapat Anda lihat. Autentikator dapat melindungi login dan penarikan Anda.',
      'Aplikasi berjalan di server referensi: data pasar disimulasikan, dan operator instalasi ini yang menentukan jalur deposit dan penarikan yang tersedia.',
    ],
  },
  compliance: {
    title: 'Kepatuhan dan pengungkapan risiko',
    sections: [
      {
        heading: 'Data pasar simulasi',
        text: 'Harga, grafik, dan volume di aplikasi ini disimulasikan. Tidak terhubung ke bursa mana pun dan tidak mengikuti pasar nyata.',
      },
      {
        heading: 'Risiko perdagangan',
        text: 'Perdagangan detik dapat kehilangan seluruh taruhannya dalam hitungan detik. Pertaruhkan hanya yang sanggup Anda relakan.',
      },
      {
        heading: 'Penambangan terkunci',
        text: 'Tingkat harian adalah rentang, bukan janji: imbal hasil tidak dijamin, dan penebusan lebih awal dikenai denda.',
      },
      {
        heading: 'Tanpa janji',
        text: 'Tidak ada isi aplikasi ini yang merupakan saran investasi atau janji keuntungan. Tidak ada sistem yang bebas risiko, termasuk keamanan dana yang disimpan di sini.',
      },
    ],
  },
  agreement: {
    title: 'Perjanjian pengguna',
    sections: [
      {
        heading: 'Layanan',
        text: 'Aplikasi ini menyediakan data pasar simulasi, perdagangan detik, dan produk penambangan terkunci dengan dana di akun Anda, dijalankan oleh operator instalasi ini.',
      },
      {
        heading: 'Tanggung jawab Anda',
        text: 'Berikan informasi yang benar saat mendaftar dan verifikasi, gunakan aplikasi hanya untuk diri sendiri, dan patuhi hukum di tempat Anda tinggal.',
      },
      {
        heading: 'Risiko',
        text: 'Perdagangan dapat merugikan dan imbal hasil tidak dijamin. Anda memutuskan setiap order dan menanggung hasilnya.',
      },
      {
        heading: 'Keamanan akun',
        text: 'Simpan kata sandi dan kode verifikasi untuk diri sendiri. Layanan pelanggan tidak akan pernah memintanya.',
      },
      {
        heading: 'Data yang kami simpan',
        text: 'Detail akun, dokumen verifikasi, order, dan catatan akun Anda disimpan untuk menjalankan layanan dan tidak dijual.',
      },
    ],
  },
  contact: {
    title: 'Layanan pelanggan',
    intro:
      'Tulis ke layanan pelanggan di obrolan di bawah: balasan muncul di sana dan di Pesan. Layanan pelanggan membantu untuk:',
    handles: [
      'mengatur ulang kata sandi penarikan',
      'deposit dalam jumlah besar',
      'deposit melalui transfer bank atau pembayaran pihak ketiga',
    ],
    none: 'Belum ada saluran kontak luar yang diatur untuk instalasi ini. Silakan gunakan obrolan di halaman ini.',
  },
}
