import type { Translation } from '../platform/i18n/Translation.ts';
import type { en } from './i18n.en.ts';

export const pt: Translation<typeof en> = {
  login: {
    title: 'Entrar',
    sessionExpired: 'A sua sessão expirou. Entre novamente.',
    identifier: 'E-mail ou código de colaborador',
    identifierHint: 'Um endereço com @ entra por e-mail; qualquer outro valor é um código de colaborador.',
    password: 'Palavra-passe',
    submit: 'Entrar',
    signingIn: 'A entrar…',
    forgot: 'Esqueceu-se da palavra-passe?',
    invalidCredentials: 'Credenciais inválidas: verifique o identificador e a palavra-passe.',
    failed: 'Não foi possível entrar. Tente novamente.',
  },
  recover: {
    title: 'Recuperar a conta',
    intro: 'Indique o endereço de e-mail da sua conta: enviaremos uma ligação e um código para definir uma nova palavra-passe.',
    username: 'Endereço de e-mail',
    send: 'Enviar a ligação',
    haveCode: 'Já tenho um código',
    sent: 'Se o endereço pertencer a uma conta, está a caminho uma mensagem com uma ligação e um código.',
    withLink: 'Escolha a nova palavra-passe.',
    withCode: 'Indique o código da mensagem e escolha a nova palavra-passe.',
    code: 'Código',
    codeFormat: 'O código tem 8 dígitos.',
    setPassword: 'Definir a nova palavra-passe',
    done: 'A sua palavra-passe foi alterada. Já pode entrar.',
    backToLogin: 'Voltar a entrar',
  },
  password: {
    current: 'Palavra-passe atual',
    new: 'Nova palavra-passe',
    confirm: 'Confirme a nova palavra-passe',
    policy: 'A palavra-passe precisa de {{min}} a {{max}} caracteres, com uma maiúscula, uma minúscula, um dígito e um caráter especial.',
    policyHint: '8 a 16 caracteres, com uma maiúscula, uma minúscula, um dígito e um caráter especial.',
    mismatch: 'As palavras-passe não coincidem.',
    save: 'Alterar a palavra-passe',
    changed: 'A sua palavra-passe foi alterada.',
  },
  lock: {
    action: 'Bloquear o ecrã',
    title: 'Ecrã bloqueado',
    text: '{{name}}, introduza a sua palavra-passe para continuar.',
    unlock: 'Desbloquear',
  },
};
