import{c as t,f as e,g as r,h as o}from"./chunk-OUD5J3S6.js";import"./chunk-QHDNOTBI.js";var m=o({Widget:e,css:t,ErrorScreen:r});export{m as mount};
